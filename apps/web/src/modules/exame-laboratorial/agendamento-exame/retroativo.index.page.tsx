import AgendamentoExameIndexPage from './index.page';

/** exame-laboratorial/agendamento-exame-retroativo/index: the retroactive schedulings (LAB.agendamentoRetroativo). */
export default function AgendamentoExameRetroativoIndexPage() {
  return <AgendamentoExameIndexPage retroativo />;
}
