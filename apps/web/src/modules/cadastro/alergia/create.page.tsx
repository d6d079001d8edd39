import { AlergiaForm } from './alergia.form';

export default function AlergiaCreatePage() {
  return <AlergiaForm />;
}
