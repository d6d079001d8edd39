import { ConvenioMedicoForm } from './convenio-medico.form';

export default function ConvenioMedicoCreatePage() {
  return <ConvenioMedicoForm />;
}
