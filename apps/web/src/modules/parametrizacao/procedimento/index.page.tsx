import { procedimentoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

const reais = (v: unknown) =>
  v == null || v === '' ? '' : Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });

/** parametrizacao/procedimento/index: municipal settings over SIGTAP procedures. */
export default function ProcedimentoIndexPage() {
  return <ResourceIndexPage resource={procedimentoResource} render={{ valorSigtap: reais, valorComplementar: reais }} />;
}
