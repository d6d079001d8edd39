import { IMU } from '@saude/shared';
import { type ConfigFilaDeBalcao, FilaDeBalcaoPage } from '../../../components/fila';

/**
 * imunizacao/fila-atendimento/index (spec 000 §2.3, §2.6; issue 20): the session vaccination room's queue, a counter
 * queue (components/fila `FilaDeBalcaoPage`); "Atender" opens the vaccination record of the patient (spec 000 §2.3
 * `registro-vacinacao/create/{id}/{filaId?}`), saving it finishes the entry.
 */
const FILA_VACINACAO: ConfigFilaDeBalcao = {
  espaco: 'imunizacao',
  base: '/api/imunizacao/fila-atendimento',
  urlChamada: '/api/imunizacao/chamada',
  titulo: 'Fila de atendimento da sala de vacinação',
  senhaNaoEncontrada: 'Senha não encontrada nesta sala de vacinação.',
  permissoes: { editar: IMU.filaEditar, atender: IMU.registroCadastrar },
  urlAtendimento: (e) => `/imunizacao/registro-vacinacao/create/${e.paciente.id}/${e.id}`,
};

export default function FilaVacinacaoPage() {
  return <FilaDeBalcaoPage config={FILA_VACINACAO} />;
}
