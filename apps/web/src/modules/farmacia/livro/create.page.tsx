import { LIVROS, livroAberturaSchema, MENSAGENS_LIVRO } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { livroApi, useTipoLivro } from './livro.api';

interface ValoresAbertura {
  dataAbertura: string | null;
  responsavelNome: string;
  responsavelConselho: string;
}

const regra = (campo: keyof ValoresAbertura) => [zodRule(livroAberturaSchema, campo)];

/**
 * farmacia/livro-psicotropico/create and livro-talidomida/create: opens the pharmacy's next book (one open at a
 * time): the suggested date is the day after the last one closed; the responsible pharmacist defaults to the user.
 */
export default function LivroCreatePage() {
  const tipo = useTipoLivro();
  const a = livroApi(tipo);
  const navigate = useNavigate();
  const lista = (useLocation().state as { lista?: string } | null)?.lista ?? `${a.tela}/index`;
  const [form] = Form.useForm<ValoresAbertura>();
  const dados = useQuery({ queryKey: ['farmacia', tipo, 'create'], queryFn: a.form, gcTime: 0 });
  const f = dados.data?.form;
  useEffect(() => {
    if (f)
      form.setFieldsValue({ dataAbertura: f.dataAbertura, responsavelNome: f.responsavelNome, responsavelConselho: f.responsavelConselho });
  }, [f, form]);
  const abrir = useMutation({
    mutationFn: (v: ValoresAbertura) => a.abrir(v),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: MENSAGENS_LIVRO.aberto });
      navigate(`${a.tela}/edit/${r.id}`, { replace: true, state: { lista } });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  return (
    <div className="sm-page">
      <PageHeader
        title={`Abrir ${LIVROS[tipo].nome.toLowerCase()}`}
        subTitle={f ? `Farmácia: ${f.centroCusto.nome}` : undefined}
        extra={<Button onClick={() => navigate(lista)}>Voltar</Button>}
      />
      <Card loading={dados.isLoading}>
        {f?.livroAberto && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={MENSAGENS_LIVRO.jaAberto(f.livroAberto.numero)}
            action={
              <Button size="small" onClick={() => navigate(`${a.tela}/edit/${f.livroAberto?.id}`, { state: { lista } })}>
                Ir ao livro nº {f.livroAberto.numero}
              </Button>
            }
          />
        )}
        <Form<ValoresAbertura>
          form={form}
          layout="vertical"
          disabled={!!f?.livroAberto}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => abrir.mutate(v)}
        >
          <Row gutter={12}>
            <Col xs={12} md={4}>
              <Form.Item label="Livro nº">
                <Input value={f?.numero} readOnly aria-label="Livro nº" />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item name="dataAbertura" label="Data de abertura" rules={regra('dataAbertura')}>
                <DateInput maxDate={hoje()} />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item name="responsavelNome" label="Farmacêutico responsável" rules={regra('responsavelNome')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="responsavelConselho" label="Registro no conselho (CRF)" rules={regra('responsavelConselho')}>
                <Input maxLength={30} placeholder="CRF 1234/PE" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary">
            O termo de abertura ({LIVROS[tipo].norma}, art. 63) é gerado com estes dados e pode ser corrigido enquanto o livro estiver
            aberto. As entradas, dispensações, perdas e estornos das listas {LIVROS[tipo].listas.map((l) => l.sigla).join(', ')} desta
            farmácia, a partir da data de abertura, entram no livro sozinhas.
          </Typography.Paragraph>
          <Space>
            <Button type="primary" htmlType="submit" loading={abrir.isPending}>
              Abrir livro
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
