import { ACOES, permissaoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** administracao/permissao/index: the catalogue of permission strings and the roles holding each. */
export default function PermissaoIndexPage() {
  return (
    <ResourceIndexPage
      resource={permissaoResource}
      subTitle="Cada permissão é 'ação-módulo-funcionalidade'; edite para escolher os papéis que a concedem."
      render={{ acao: (a: keyof typeof ACOES) => ACOES[a] ?? a, papeis: (p: string) => p || '—' }}
    />
  );
}
