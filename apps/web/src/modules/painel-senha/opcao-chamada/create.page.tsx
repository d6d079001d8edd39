import { OpcaoChamadaForm } from './opcao-chamada.form';

export default function OpcaoChamadaCreatePage() {
  return <OpcaoChamadaForm />;
}
