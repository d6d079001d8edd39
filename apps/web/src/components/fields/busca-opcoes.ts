import type { SelectProps } from 'antd';

/** Lower case without accents, for matching what is typed against an option ("fem" finds "Feminino"). */
export const semAcento = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** The text of an option's label (a node's text when the label is an element with a string child). */
function textoDoRotulo(rotulo: unknown): string {
  if (typeof rotulo === 'string' || typeof rotulo === 'number') return String(rotulo);
  const filhos = (rotulo as { props?: { children?: unknown } } | null)?.props?.children;
  if (Array.isArray(filhos)) return filhos.map(textoDoRotulo).join(' ');
  return filhos === undefined ? '' : textoDoRotulo(filhos);
}

/**
 * How every select searches (issue 16): typing filters the options by label, ignoring accents and case, and
 * Enter picks the first match ("Fem" + Enter is Feminino, never the first option of the list). Set once for the
 * whole app in `app.tsx` (ConfigProvider `select.showSearch`); a select that passes its own `showSearch` keeps it.
 */
export const BUSCA_NAS_OPCOES: NonNullable<Exclude<SelectProps['showSearch'], boolean>> = {
  filterOption: (busca, opcao) => semAcento(textoDoRotulo(opcao?.label ?? opcao?.children)).includes(semAcento(busca)),
};
