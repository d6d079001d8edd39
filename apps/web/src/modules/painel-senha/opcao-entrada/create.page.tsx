import { OpcaoEntradaForm } from './opcao-entrada.form';

export default function OpcaoEntradaCreatePage() {
  return <OpcaoEntradaForm />;
}
