// The confirmation dialogs live in components/confirm.tsx (older imports); exported here with the other widgets.
export { alertDialog, confirmarCancelamento, confirmarExclusao, confirmDialog, type DialogOptions } from '../confirm';
export { BateriaEspera, type BateriaEsperaProps } from './BateriaEspera';
export { StepWizard, type StepWizardProps, type WizardStep } from './StepWizard';
export { Timeline, type TimelineItem, type TimelineProps } from './Timeline';
export { type ValidatedTab, ValidatedTabs, type ValidatedTabsProps } from './ValidatedTabs';
