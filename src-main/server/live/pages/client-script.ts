/**
 * The one script of the live pages, as the phone runs it. It is written here in TypeScript, so
 * the compiler and the linter check it, and served as the text of `livePageScript` (its source as
 * JavaScript, the types gone): it must stay self-contained, naming nothing outside itself.
 *
 * - It follows the event stream (/events): when the tournament moves on (a result, a pairing),
 *   it reads its own page again and swaps the content, after a short random wait so that three
 *   hundred phones do not all ask in the same millisecond.
 * - « Ma table » answers as the player types (the server compares the names, as registration
 *   does), and the phone remembers the name for the next round.
 * Without it, the pages are plain links and forms, and reload themselves every minute.
 */
export function livePageScript(): void {
  const NAME_KEY = 'sclassic.live.nom';
  const state = document.getElementById('live-state');
  let version = document.body.dataset.version ?? '';
  let asking: AbortController | null = null;

  /** Reads `address` and puts its content in place of this page's, the form and what is typed kept. */
  async function show(address: string): Promise<void> {
    asking?.abort();
    const ask = new AbortController();
    asking = ask;
    try {
      const response = await fetch(address, { signal: ask.signal, headers: { accept: 'text/html' } });
      if (!response.ok) return;
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      const content = next.getElementById('content');
      const here = document.getElementById('content');
      if (content === null || here === null) return;
      here.replaceWith(content);
      version = next.body.dataset.version ?? version;
      document.body.dataset.version = version;
      document.title = next.title;
    } catch {
      // Aborted by a newer request, or the network dropped: the stream's next event tries again.
    }
  }

  function showState(on: boolean): void {
    if (state === null) return;
    state.textContent = `${on ? '●' : '○'} ${(on ? state.dataset.live : state.dataset.offline) ?? ''}`;
    state.className = on ? 'on' : 'off';
  }

  if (typeof EventSource === 'function') {
    const events = new EventSource('/events');
    events.addEventListener('open', () => showState(true));
    events.addEventListener('error', () => showState(false));
    events.addEventListener('version', (event) => {
      showState(true);
      const said = (event as MessageEvent<string>).data;
      if (said === version) return;
      setTimeout(() => void show(location.href), Math.random() * 400);
    });
  }

  const form = document.querySelector<HTMLFormElement>('form.my-table');
  const input = document.getElementById('nom') as HTMLInputElement | null;
  if (form === null || input === null) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const search = () => {
    const address = new URL(form.action, location.href);
    const typed = input.value.trim();
    if (typed !== '') address.searchParams.set('nom', typed);
    history.replaceState(null, '', address.href);
    try {
      localStorage.setItem(NAME_KEY, typed);
    } catch {
      // A private window keeps nothing: the name is typed again next time.
    }
    void show(address.href);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    search();
  });
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, 200);
  });
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(NAME_KEY);
  } catch {
    remembered = null;
  }
  if (input.value === '' && remembered !== null && remembered !== '' && form.classList.contains('remember')) {
    input.value = remembered;
    search();
  }
}

/** The script as served: the function's source, called at once. */
export const LIVE_SCRIPT = `(${livePageScript.toString()})();\n`;
