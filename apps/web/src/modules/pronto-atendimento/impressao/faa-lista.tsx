import type { ServerColumn } from '../../../components/crud/datatable';
import { DateRange } from '../../../components/fields/DateRange';

/** The period filter of the FAA lists (impressão, FAA eletrônica), kept in the URL. */
export function FiltroPeriodo({
  filtros,
  setFiltro,
}: {
  filtros: Record<string, string | undefined>;
  setFiltro: (nome: string, valor?: string) => void;
}) {
  return (
    <div style={{ width: 380, maxWidth: '100%' }}>
      <DateRange
        labelInicio="Entrada de"
        labelFim="até"
        value={{ inicio: filtros.dataInicio ?? null, fim: filtros.dataFim ?? null }}
        onChange={(p) => {
          if ((p.inicio ?? undefined) !== filtros.dataInicio) setFiltro('dataInicio', p.inicio ?? undefined);
          if ((p.fim ?? undefined) !== filtros.dataFim) setFiltro('dataFim', p.fim ?? undefined);
        }}
      />
    </div>
  );
}

export const colunaPaciente = <T extends { paciente: string; nomeSocial: string | null }>(): ServerColumn<T> => ({
  title: 'Paciente',
  dataIndex: 'paciente',
  sorter: true,
  render: (_: unknown, l) => (l.nomeSocial ? `${l.nomeSocial} (${l.paciente})` : l.paciente),
});
