import { AgendamentoCreatePage } from '../../../components/agenda/AgendamentoCreatePage';
import { AgendamentoImagemForm } from './agendamento.form';

/**
 * exame-imagem/agendamento/create/{id} (spec 000 §2.3): `{id}` is the patient, so the patient's record opens the
 * scheduling for someone; without it the desk starts at the patient search.
 */
export default function AgendamentoImagemCreatePage({ retroativo = false }: { retroativo?: boolean }) {
  return (
    <AgendamentoCreatePage
      base={retroativo ? '/exame-imagem/agendamento-retroativo' : '/exame-imagem/agendamento'}
      titulo={retroativo ? 'Agendamento retroativo de exame de imagem' : 'Novo agendamento de exame de imagem'}
      subTitulo={
        retroativo
          ? 'Registro de exames marcados em papel durante a indisponibilidade do sistema.'
          : 'Escolha o paciente e o exame, busque os horários livres do equipamento e confirme.'
      }
      formulario={({ key, ...p }) => <AgendamentoImagemForm key={key} retroativo={retroativo} {...p} />}
    />
  );
}
