import { VacinaForm } from './vacina.form';

export default function VacinaCreatePage() {
  return <VacinaForm />;
}
