import { FeriadoForm } from './feriado.form';

export default function FeriadoCreatePage() {
  return <FeriadoForm />;
}
