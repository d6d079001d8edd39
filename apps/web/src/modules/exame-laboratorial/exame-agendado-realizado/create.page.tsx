import { ExameAgendadoRealizado } from './index.page';

/** exame-agendado-realizado/create: the collected exams still to confirm as performed. */
export default function ExameAgendadoRealizadoCreatePage() {
  return <ExameAgendadoRealizado paraConfirmar />;
}
