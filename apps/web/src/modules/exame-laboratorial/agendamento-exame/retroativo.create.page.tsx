import AgendamentoExameCreatePage from './create.page';

/** exame-laboratorial/agendamento-exame-retroativo/create/{id}: a collection on a past date (the engine's retroactive booking). */
export default function AgendamentoExameRetroativoCreatePage() {
  return <AgendamentoExameCreatePage retroativo />;
}
