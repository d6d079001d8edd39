import AgendamentoImagemCreatePage from './create.page';

export default function AgendamentoImagemRetroativoCreatePage() {
  return <AgendamentoImagemCreatePage retroativo />;
}
