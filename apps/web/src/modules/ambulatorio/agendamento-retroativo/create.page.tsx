import AgendamentoCreatePage from '../agendamento/create.page';

/** ambulatorio/agendamento-retroativo/create/{id}: the booking form with past days (its own permission). */
export default function AgendamentoRetroativoCreatePage() {
  return <AgendamentoCreatePage retroativo />;
}
