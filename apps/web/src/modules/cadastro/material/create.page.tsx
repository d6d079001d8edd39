import { MaterialForm } from './material.form';

export default function MaterialCreatePage() {
  return <MaterialForm />;
}
