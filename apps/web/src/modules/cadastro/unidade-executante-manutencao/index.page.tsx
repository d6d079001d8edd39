import { formatCnpj, formatTelefone, unidadeExecutanteManutencaoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/unidade-executante-manutencao/index. */
export default function UnidadeExecutanteManutencaoIndexPage() {
  return (
    <ResourceIndexPage
      resource={unidadeExecutanteManutencaoResource}
      render={{
        cnpj: (v: string | null) => formatCnpj(v),
        telefone: (v: string | null) => formatTelefone(v),
      }}
    />
  );
}
