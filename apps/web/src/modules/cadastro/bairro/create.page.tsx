import { BairroForm } from './bairro.form';

export default function BairroCreatePage() {
  return <BairroForm />;
}
