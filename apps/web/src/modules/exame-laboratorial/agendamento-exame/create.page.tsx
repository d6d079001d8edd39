import { AgendamentoCreatePage } from '../../../components/agenda/AgendamentoCreatePage';
import { AgendamentoExameForm } from './agendamento-exame.form';

/**
 * exame-laboratorial/agendamento-exame/create/{id} (spec 000 §2.3): `{id}` is the patient, so the patient's record
 * or the outpatient doctor's request opens the scheduling for someone; without it the desk starts at the patient.
 */
export default function AgendamentoExameCreatePage({ retroativo = false }: { retroativo?: boolean }) {
  return (
    <AgendamentoCreatePage
      base={retroativo ? '/exame-laboratorial/agendamento-exame-retroativo' : '/exame-laboratorial/agendamento-exame'}
      titulo={retroativo ? 'Agendamento retroativo de exames' : 'Novo agendamento de exames'}
      subTitulo={
        retroativo
          ? 'Registro de coletas marcadas em papel durante a indisponibilidade do sistema.'
          : 'Escolha o paciente e os exames, busque os horários de coleta e confirme.'
      }
      formulario={({ key, ...p }) => <AgendamentoExameForm key={key} retroativo={retroativo} {...p} />}
    />
  );
}
