import { FAR } from '@saude/shared';
import { type ConfigFilaDeBalcao, FilaDeBalcaoPage } from '../../../components/fila';

/**
 * farmacia/fila-atendimento/index (spec 000 §2.3, §2.6; issue 19): the session pharmacy's queue, a counter queue
 * (components/fila `FilaDeBalcaoPage`); "Atender" opens the dispensing of the patient (spec 000 §2.3
 * `dispensacao/create/{pacienteId}/{filaId?}`), whose store finishes the entry.
 */
const FILA_FARMACIA: ConfigFilaDeBalcao = {
  espaco: 'farmacia',
  base: '/api/farmacia/fila-atendimento',
  urlChamada: '/api/farmacia/chamada',
  titulo: 'Fila de atendimento da farmácia',
  senhaNaoEncontrada: 'Senha não encontrada nesta farmácia.',
  permissoes: { editar: FAR.filaEditar, atender: FAR.dispensacaoCadastrar },
  urlAtendimento: (e) => `/farmacia/dispensacao/create/${e.paciente.id}/${e.id}`,
};

export default function FilaFarmaciaPage() {
  return <FilaDeBalcaoPage config={FILA_FARMACIA} />;
}
