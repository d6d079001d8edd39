import { LogradouroForm } from './logradouro.form';

export default function LogradouroCreatePage() {
  return <LogradouroForm />;
}
