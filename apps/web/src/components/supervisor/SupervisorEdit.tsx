import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { handleApiError } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { usePermission } from '../Authorized';
import { confirmarExclusao } from '../confirm';
import { PageHeader } from '../PageHeader';
import { type SupervisoresDoModulo, supervisoresApi, urlsSupervisores } from './supervisores.api';

/**
 * `<modulo>/supervisor/edit/{id}`: a supervisor is only a user, so the record is shown and may be removed; to put
 * someone else in, remove and include (the audit keeps both).
 */
export function SupervisorEdit({ modulo }: { modulo: SupervisoresDoModulo }) {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const podeEditar = usePermission(modulo.permissaoEditar);
  const sup = supervisoresApi(modulo);
  const lista = useQuery({ queryKey: sup.chave, queryFn: sup.listar });
  const voltar = () => navigate(urlsSupervisores(modulo).lista);
  if (lista.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  const s = lista.data?.data.find((x) => x.id === id);
  if (!s) return <Result status="404" title="Registro não encontrado." extra={<Button onClick={voltar}>Voltar</Button>} />;
  return (
    <div className="sm-page">
      <PageHeader title="Supervisor" subTitle={modulo.rotulo} extra={<Button onClick={voltar}>Voltar</Button>} />
      <Card>
        <Descriptions
          column={1}
          items={[
            { key: 'nome', label: 'Usuário', children: s.usuarioNome },
            { key: 'login', label: 'Login', children: s.login },
          ]}
        />
        {podeEditar && (
          <Space style={{ marginTop: 16 }}>
            <Button
              danger
              onClick={() =>
                confirmarExclusao(async () => {
                  try {
                    await sup.remover(s.id);
                    feedback.notification.success({ title: 'Sucesso', description: 'Supervisor removido.' });
                    voltar();
                  } catch (e) {
                    handleApiError(e);
                  }
                })
              }
            >
              Remover supervisor
            </Button>
          </Space>
        )}
      </Card>
    </div>
  );
}
