import { FabricanteForm } from './fabricante.form';

export default function FabricanteCreatePage() {
  return <FabricanteForm />;
}
