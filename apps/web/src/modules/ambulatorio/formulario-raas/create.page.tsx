import { PageHeader } from '../../../components/PageHeader';
import { FormularioRaas } from './formulario-raas.form';

/** ambulatorio/formulario-raas/create: a new psychosocial-care RAAS. */
export default function FormularioRaasCreatePage() {
  return (
    <div className="sm-page">
      <PageHeader title="Nova RAAS psicossocial" subTitle="Registro das Ações Ambulatoriais de Saúde — atenção psicossocial (CAPS)" />
      <FormularioRaas />
    </div>
  );
}
