import type { ServerColumn } from '../../../components/crud/datatable';
import type { FiltrosDaLista } from '../../../components/workflow/filtros-lista';

/** The filters of the FAA lists (impressão, FAA eletrônica): the arrival period. */
export const FILTROS_FAA = { periodo: { rotuloInicio: 'Entrada de', rotuloFim: 'até' } } satisfies FiltrosDaLista;

export const colunaPaciente = <T extends { paciente: string; nomeSocial: string | null }>(): ServerColumn<T> => ({
  title: 'Paciente',
  dataIndex: 'paciente',
  sorter: true,
  render: (_: unknown, l) => (l.nomeSocial ? `${l.nomeSocial} (${l.paciente})` : l.paciente),
});
