import { TempoEsperaForm } from './tempo-espera.form';

export default function TempoEsperaCreatePage() {
  return <TempoEsperaForm />;
}
