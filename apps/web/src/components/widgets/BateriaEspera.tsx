import { Tooltip } from 'antd';
import { type Duracao, esperaPorExtenso } from '../../lib/dates';

const NEUTRA = '#8c8c8c';

export interface BateriaEsperaProps {
  /** The wait of a queue entry: the colour of the threshold reached (none yet: null), minutes and the split total. */
  espera: { cor: string | null; minutos: number; total: Duracao };
  /** The module's wait-time thresholds. */
  limiares: readonly { minutos: number }[];
}

/**
 * The wait as a battery (spec 000 §2.6): its colour is the wait-time threshold the entry has reached,
 * its charge how many thresholds it has passed; the tooltip tells the wait in days, hours and minutes.
 * Used by the queues of several modules (emergency care, ticket panel).
 */
export function BateriaEspera({ espera, limiares }: BateriaEsperaProps) {
  const cor = espera.cor ?? NEUTRA;
  const alcancados = limiares.filter((l) => espera.minutos >= l.minutos).length;
  const carga = limiares.length ? Math.max(alcancados, 1) / limiares.length : 1;
  const texto = `Tempo de espera: ${esperaPorExtenso(espera.total)}`;
  return (
    <Tooltip title={texto}>
      <svg
        role="img"
        aria-label={texto}
        data-cor={cor}
        width="34"
        height="16"
        viewBox="0 0 34 16"
        style={{ verticalAlign: 'middle', cursor: 'help' }}
      >
        <rect x="1" y="1" width="28" height="14" rx="2" fill="none" stroke={cor} strokeWidth="2" />
        <rect x="30" y="5" width="3" height="6" rx="1" fill={cor} />
        <rect x="3.5" y="3.5" width={Math.round(23 * carga * 10) / 10} height="9" fill={cor} />
      </svg>
    </Tooltip>
  );
}
