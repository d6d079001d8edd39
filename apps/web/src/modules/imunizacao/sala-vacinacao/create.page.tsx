import { SalaVacinacaoForm } from './sala-vacinacao.form';

export default function SalaVacinacaoCreatePage() {
  return <SalaVacinacaoForm />;
}
