import AgendamentoImagemIndexPage from './index.page';

export default function AgendamentoImagemRetroativoIndexPage() {
  return <AgendamentoImagemIndexPage retroativo />;
}
