import { ACOES, permissaoResource } from '@saude/shared';
import { Checkbox, Descriptions, Form, Space, Tag } from 'antd';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';

interface Papel {
  id: number;
  nome: string;
  todasPermissoes: boolean;
}

/** administracao/permissao/edit/{id}: which roles of the municipality grant this permission. */
export default function PermissaoEditPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage<{ papeis: number[] }> key={id} resource={permissaoResource} id={Number(id)}>
      {({ options, model }) => (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'nome', label: 'Permissão', children: <code>{String(model?.nome ?? '')}</code> },
              { key: 'modulo', label: 'Módulo', children: String(model?.moduloNome ?? '') },
              { key: 'acao', label: 'Ação', children: ACOES[model?.acao as keyof typeof ACOES] ?? String(model?.acao ?? '') },
              { key: 'descricao', label: 'Descrição', children: String(model?.descricao ?? '') },
            ]}
          />
          <Form.Item name="papeis" label="Papéis que concedem esta permissão">
            <Checkbox.Group>
              <Space orientation="vertical">
                {(options.papeis as Papel[]).map((p) => (
                  <Checkbox key={p.id} value={p.id} disabled={p.todasPermissoes}>
                    {p.nome} {p.todasPermissoes && <Tag color="gold">todas as permissões</Tag>}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
        </>
      )}
    </ResourceFormPage>
  );
}
