/**
 * The devices that asked to join as arbiters' stations, in memory only: the join code of this
 * start, the requests waiting for the director's word, the stations admitted, and the devices
 * turned down or put out (kept a while so their page can say so). A restart of the stations is a
 * new roster: every station asks again.
 *
 * A device is known by its token, 256 random bits it holds in a cookie. The roster keeps only the
 * token's SHA-256: a device is looked up by that hash, then the two hashes compared in constant
 * time, so neither a lookup's time nor the roster's memory gives a token away.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { looksAlike } from '../../../src-engine/index.ts';
import { Refused, refusal } from '../../contract/refusals.ts';
import type { StationRole } from '../../contract/roles.ts';
import type { StationRequest, StationView } from '../../contract/views/stations.ts';

/** Where a device stands: asking, admitted, or out (turned down, or put out after it was admitted). */
export type DeviceState = 'waiting' | 'admitted' | 'refused' | 'revoked';

export interface Device {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly at: string;
  state: DeviceState;
  role: StationRole | null;
  joinedAt: string | null;
  lastSeen: string | null;
}

interface Held {
  device: Device;
  hash: Buffer;
}

export interface RosterBounds {
  /** Requests waiting in all, and from one address: a program on the Wi-Fi cannot bury the director's list. */
  waiting: number;
  waitingPerAddress: number;
}

/** Why a request to join is not taken. */
export type JoinProblem = 'name-taken' | 'too-many-waiting';

/** The devices out kept so their page can say so; older ones are forgotten (they see the join page). */
const OUT_KEPT = 256;

const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Six digits, from a uniform draw: typed on a laptop in a second, one chance in a million to guess. */
export const newJoinCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export class StationRoster {
  readonly code: string;
  readonly #bounds: RosterBounds;
  readonly #clock: () => Date;
  /** By the hex of the token's hash. */
  readonly #devices = new Map<string, Held>();
  #off = false;

  constructor(code: string, bounds: RosterBounds, clock: () => Date) {
    this.code = code;
    this.#bounds = bounds;
    this.#clock = clock;
  }

  /** Whether `typed` is this start's code (spaces ignored), compared in constant time. */
  codeMatches(typed: string): boolean {
    const asked = Buffer.from(typed.replace(/\s+/g, ''));
    const known = Buffer.from(this.code);
    return known.length > 0 && asked.length === known.length && timingSafeEqual(asked, known);
  }

  /** The device holding `token`, or null for none (no token, an unknown one, a forgotten one). */
  device(token: string | null): Device | null {
    if (token === null) return null;
    const hash = hashOf(token);
    const held = this.#devices.get(hash.toString('hex'));
    return held !== undefined && timingSafeEqual(held.hash, hash) ? held.device : null;
  }

  /**
   * A device asks to join under `name`: its token, to set in its cookie, or why not. A device
   * asking again (`token`, its earlier one) takes back its earlier request.
   */
  ask(
    name: string,
    address: string,
    token: string | null,
  ): { token: string; device: Device } | { problem: JoinProblem } {
    const earlier = this.device(token);
    if (earlier?.state === 'waiting') this.#forget(earlier);
    const live = this.#all().filter((d) => d.state === 'waiting' || d.state === 'admitted');
    // Not only the same name (accents, case, word order aside) but one that looks the same: a
    // device asking as « Аrbitre 2 », its « А » Cyrillic, would pass on the director's screen and
    // in the log for the station already admitted under that name.
    if (live.some((d) => looksAlike(d.name, name))) return { problem: 'name-taken' };
    const waiting = live.filter((d) => d.state === 'waiting');
    if (
      waiting.length >= this.#bounds.waiting ||
      waiting.filter((d) => d.address === address).length >= this.#bounds.waitingPerAddress
    )
      return { problem: 'too-many-waiting' };
    const fresh = randomBytes(32).toString('base64url');
    const hash = hashOf(fresh);
    const device: Device = {
      // Not a secret (the director's screen shows it): random, so a screen left from an earlier start names nobody now.
      id: randomBytes(8).toString('hex'),
      name,
      address,
      at: this.#now(),
      state: 'waiting',
      role: null,
      joinedAt: null,
      lastSeen: null,
    };
    this.#devices.set(hash.toString('hex'), { device, hash });
    return { token: fresh, device };
  }

  admit(id: string, role: StationRole): void {
    const device = this.#find(id, 'waiting');
    device.state = 'admitted';
    device.role = role;
    device.joinedAt = this.#now();
  }

  refuse(id: string): void {
    this.#putOut(this.#find(id, 'waiting'), 'refused');
  }

  revoke(id: string): void {
    this.#putOut(this.#find(id, 'admitted'), 'revoked');
  }

  /** The stations are off: every device is out, its token worthless. */
  clear(): void {
    this.#devices.clear();
    this.#off = true;
  }

  /** Whether this start of the stations is still on: a phone's command waiting for its turn asks. */
  get on(): boolean {
    return !this.#off;
  }

  /** A station's request arrived: the director sees when each was last heard from. */
  seen(device: Device): void {
    device.lastSeen = this.#now();
  }

  requests(): StationRequest[] {
    return this.#all()
      .filter((d) => d.state === 'waiting')
      .map(({ id, name, address, at }) => ({ id, name, address, at }));
  }

  stations(): StationView[] {
    return this.#all()
      .filter((d) => d.state === 'admitted')
      .sort((x, y) => (x.joinedAt ?? '').localeCompare(y.joinedAt ?? ''))
      .map((d) => ({
        id: d.id,
        name: d.name,
        role: d.role as StationRole,
        address: d.address,
        joinedAt: d.joinedAt as string,
        lastSeen: d.lastSeen,
      }));
  }

  #now(): string {
    return this.#clock().toISOString();
  }

  #all(): Device[] {
    return [...this.#devices.values()].map((h) => h.device);
  }

  /** The device `id` names in that state; the contract's refusal for any other (answered meanwhile, or never). */
  #find(id: string, state: DeviceState): Device {
    const device = this.#all().find((d) => d.id === id && d.state === state);
    if (device === undefined) throw new Refused(refusal('station-unknown', {}));
    return device;
  }

  #putOut(device: Device, state: 'refused' | 'revoked'): void {
    device.state = state;
    device.role = null;
    // The map keeps its order of insertion: the oldest devices out go first.
    const out = [...this.#devices].filter(([, h]) => h.device.state === 'refused' || h.device.state === 'revoked');
    for (const [key] of out.slice(0, Math.max(0, out.length - OUT_KEPT))) this.#devices.delete(key);
  }

  #forget(device: Device): void {
    for (const [key, held] of this.#devices) if (held.device === device) this.#devices.delete(key);
  }
}
