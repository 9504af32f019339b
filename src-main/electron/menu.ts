/** The application menu, in French: what each item does is the main process's business. */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  newTournament(): void;
  open(): void;
  openRecent(path: string): void;
  saveCopy(): void;
  print(): void;
  showStep(step: string): void;
  projection(): void;
  about(): void;
}

export function menuTemplate(actions: MenuActions, recent: readonly string[]): MenuItemConstructorOptions[] {
  return [
    {
      label: 'Fichier',
      submenu: [
        { label: 'Nouveau…', accelerator: 'CmdOrCtrl+N', click: () => actions.newTournament() },
        { label: 'Ouvrir…', accelerator: 'CmdOrCtrl+O', click: () => actions.open() },
        {
          label: 'Ouvrir récent',
          submenu:
            recent.length === 0
              ? [{ label: 'Aucun tournoi récent', enabled: false }]
              : recent.map((path) => ({ label: path, click: () => actions.openRecent(path) })),
        },
        { type: 'separator' },
        { label: 'Enregistrer une copie…', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.saveCopy() },
        { label: 'Imprimer…', accelerator: 'CmdOrCtrl+P', click: () => actions.print() },
        { type: 'separator' },
        { label: 'Quitter', role: 'quit' },
      ],
    },
    {
      label: 'Tournoi',
      submenu: [
        { label: 'Inscriptions', click: () => actions.showStep('inscriptions') },
        { label: 'Rondes', click: () => actions.showStep('rondes') },
        { label: 'Résultats', click: () => actions.showStep('resultats') },
        { label: 'Classement', click: () => actions.showStep('classement') },
        { label: 'Clôture', click: () => actions.showStep('cloture') },
        { type: 'separator' },
        // Their switch, the address and the phones connected are on the Rondes screen.
        { label: 'Résultats en direct…', click: () => actions.showStep('rondes') },
      ],
    },
    {
      label: 'Affichage',
      submenu: [
        { label: 'Projection', accelerator: 'F11', click: () => actions.projection() },
        { type: 'separator' },
        { label: 'Zoom avant', role: 'zoomIn' },
        { label: 'Zoom arrière', role: 'zoomOut' },
        { label: 'Taille réelle', role: 'resetZoom' },
      ],
    },
    {
      label: 'Aide',
      submenu: [{ label: 'À propos de Sclassic', click: () => actions.about() }],
    },
  ];
}
