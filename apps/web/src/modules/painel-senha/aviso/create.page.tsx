import { AvisoForm } from './aviso.form';

export default function AvisoCreatePage() {
  return <AvisoForm />;
}
