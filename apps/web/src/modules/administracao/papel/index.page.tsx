import { papelResource } from '@saude/shared';
import { Tag } from 'antd';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** administracao/papel/index: roles of the municipality. */
export default function PapelIndexPage() {
  return (
    <ResourceIndexPage
      resource={papelResource}
      subTitle="Conjuntos de permissões atribuídos às lotações dos usuários."
      render={{
        quantidadePermissoes: (n: number, row) => (row.todasPermissoes ? <Tag color="gold">Todas</Tag> : n),
        padrao: (v: boolean) => (v ? <Tag color="blue">Padrão</Tag> : 'Não'),
      }}
    />
  );
}
