import { LogoutOutlined } from '@ant-design/icons';
import { SISTEMA_NOME } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Radio, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { atualizarSessao, sair } from '../../lib/auth';
import { useSessao } from '../../lib/session';

interface Escolha {
  lotacaoId: number;
  centroCustoId: number;
}

const cartao = { width: '100%', padding: '10px 14px', border: '1px solid #e5e8ec', borderRadius: 8 } as const;

/** /lotacao (empty layout): choose the placement and cost centre the session works in. */
export default function LotacaoPage() {
  const sessao = useSessao();
  const navigate = useNavigate();
  const [form] = Form.useForm<Escolha>();
  const lotacaoId = Form.useWatch('lotacaoId', form);
  const confirmar = useMutation({
    mutationFn: (v: Escolha) => atualizarSessao(v.lotacaoId, v.centroCustoId),
    onSuccess: () => navigate('/dashboard', { replace: true }),
  });
  if (!sessao) return null;

  const lotacoes = sessao.lotacoes ?? [];
  const centros = lotacoes.find((l) => l.id === lotacaoId)?.centrosCusto ?? [];

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 720 }} styles={{ body: { padding: 28 } }}>
        <Typography.Text type="secondary">{SISTEMA_NOME}</Typography.Text>
        <Typography.Title level={2} style={{ marginTop: 4, fontSize: 22 }}>
          Onde você vai trabalhar agora?
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Olá, {sessao.usuario.cidadao.nome}. Escolha a lotação e o centro de custo desta sessão.
        </Typography.Paragraph>

        {lotacoes.length === 0 ? (
          <Empty description="Nenhuma lotação ativa. Procure o administrador do sistema." />
        ) : (
          <Form<Escolha>
            form={form}
            layout="vertical"
            initialValues={{ lotacaoId: sessao.lotacao.id, centroCustoId: sessao.centroCusto.id }}
            onValuesChange={(changed) => {
              if ('lotacaoId' in changed) {
                const primeiro = lotacoes.find((l) => l.id === changed.lotacaoId)?.centrosCusto;
                form.setFieldValue('centroCustoId', primeiro?.length === 1 ? primeiro[0]?.id : undefined);
              }
            }}
            onFinish={(v) => confirmar.mutate(v)}
          >
            <Form.Item name="lotacaoId" label="Lotação" rules={[{ required: true, message: 'O campo Lotação é obrigatório.' }]}>
              <Radio.Group style={{ width: '100%' }}>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {lotacoes.map((l) => (
                    <Radio key={l.id} value={l.id} style={cartao}>
                      <strong>{l.unidadeNome}</strong>
                      <div style={{ color: '#5b6675' }}>
                        {l.infraestruturaNome}
                        {l.ocupacaoNome ? ` · ${l.ocupacaoNome}` : ''}
                      </div>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="centroCustoId"
              label="Centro de custo"
              rules={[{ required: true, message: 'O campo Centro de custo é obrigatório.' }]}
            >
              <Radio.Group style={{ width: '100%' }}>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {centros.map((c) => (
                    <Radio key={c.id} value={c.id} style={cartao}>
                      <strong>{c.nome}</strong>
                      <div style={{ color: '#5b6675' }}>{c.setorNome}</div>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Flex justify="space-between" gap={12}>
              <Button icon={<LogoutOutlined />} onClick={() => void sair()}>
                Sair do sistema
              </Button>
              <Button type="primary" htmlType="submit" loading={confirmar.isPending}>
                Confirmar
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
