/**
 * The poster to pin at the entrance: the live results' address in large type and as a QR code a
 * phone's camera reads from a metre away, with the tournament's name, date and place.
 */
import { frenchDate, type PrintSettings, pageFrame } from './page.ts';
import type { DocumentDefinition } from './pdf.ts';
import { qrCanvas } from './qr-canvas.ts';

/** The code's side on the page, in points: 12 cm, read from a metre or two. */
const QR_SIDE = 340;

export function livePosterDocument(url: string, settings: PrintSettings): DocumentDefinition {
  const { tournament } = settings;
  const when = [frenchDate(tournament.date), tournament.place].filter((s) => s !== '').join(' — ');
  return {
    ...pageFrame(settings, 'Résultats en direct', { header: false }),
    footer: () => ({ text: '' }),
    content: [
      { text: tournament.name, fontSize: 22, bold: true, alignment: 'center', margin: [0, 10, 0, 2] },
      { text: when, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 18] },
      { text: 'Résultats en direct', fontSize: 40, bold: true, alignment: 'center', color: '#1f4e79' },
      {
        text: 'Appariements, votre table, classement : sur votre téléphone',
        fontSize: 15,
        alignment: 'center',
        margin: [0, 4, 0, 20],
      },
      {
        columns: [
          { width: '*', text: '' },
          { width: QR_SIDE, stack: [qrCanvas(url, QR_SIDE)] },
          { width: '*', text: '' },
        ],
      },
      { text: url, fontSize: 28, bold: true, alignment: 'center', margin: [0, 18, 0, 14] },
      {
        ol: [
          'Connectez votre téléphone au Wi-Fi de la salle.',
          "Visez ce code avec l'appareil photo, ou tapez l'adresse ci-dessus.",
          'Tapez quelques lettres de votre nom dans « Ma table ».',
        ],
        fontSize: 14,
        margin: [60, 0, 40, 12],
      },
      {
        text: "Live results: join the venue's Wi-Fi, scan the code or type the address.",
        fontSize: 11,
        italics: true,
        alignment: 'center',
        color: '#444444',
      },
    ],
  };
}
