import { DeleteOutlined, DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatCpf } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Form, Input, Row, Skeleton, Typography } from 'antd';
import { confirmarExclusao } from '../../../components/confirm';
import { FileUpload } from '../../../components/fields/FileUpload';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { usuarioApi } from './usuario.api';

const dataHora = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The user's A1 certificate for document signing (spec 001 §7 "usuario: assinatura"): what is
 * stored (holder, thumbprint, CPF, validity), download, delete, and upload of a new PFX/P12 with
 * its password. Saved on its own: it is not part of the user form's record.
 */
export function CertificadoSection({ usuarioId }: { usuarioId: number }) {
  const [form] = Form.useForm<{ arquivo?: File[]; senhaCertificado?: string }>();
  const queryClient = useQueryClient();
  const chave = ['usuario', usuarioId, 'assinatura'];
  const atual = useQuery({ queryKey: chave, queryFn: () => usuarioApi.certificado(usuarioId) });

  const enviar = useMutation({
    mutationFn: (v: { arquivo?: File[]; senhaCertificado?: string }) =>
      usuarioApi.enviarCertificado(usuarioId, (v.arquivo ?? [])[0], v.senhaCertificado ?? ''),
    onSuccess: (dados) => {
      queryClient.setQueryData(chave, dados);
      form.resetFields();
      feedback.notification.success({ title: 'Sucesso', description: 'Certificado salvo com sucesso!' });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });

  const baixar = async () => {
    try {
      const blob = await usuarioApi.baixarCertificado(usuarioId);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = atual.data?.nomeArquivo ?? 'certificado.pfx';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (e) {
      handleApiError(e);
    }
  };

  const excluir = () =>
    confirmarExclusao(async () => {
      await usuarioApi.excluirCertificado(usuarioId);
      queryClient.setQueryData(chave, null);
    });

  const c = atual.data;
  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <span>
          <SafetyCertificateOutlined /> Certificado digital (assinatura)
        </span>
      }
    >
      {atual.isLoading ? (
        <Skeleton active />
      ) : c ? (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="Titular">{c.subjectName}</Descriptions.Item>
            <Descriptions.Item label="CPF do certificado">{c.cpf ? formatCpf(c.cpf) : 'Não informado'}</Descriptions.Item>
            <Descriptions.Item label="Impressão digital (SHA-1)">
              <Typography.Text code>{c.thumbprint}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Validade">
              {dataHora(c.validadeInicio)} a {dataHora(c.validade)}
            </Descriptions.Item>
          </Descriptions>
          <Flex gap={8} style={{ marginTop: 12 }}>
            <Button icon={<DownloadOutlined />} onClick={baixar}>
              Baixar certificado
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={excluir}>
              Excluir certificado
            </Button>
          </Flex>
        </>
      ) : (
        <Typography.Paragraph type="secondary">Nenhum certificado cadastrado.</Typography.Paragraph>
      )}

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {c ? 'Substituir certificado' : 'Enviar certificado'}
      </Typography.Title>
      <Form form={form} layout="vertical" onFinish={(v) => enviar.mutate(v)} onValuesChange={clearErrorsOnChange(form)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Arquivo do certificado A1 (.pfx ou .p12)"
              name="arquivo"
              required
              rules={[{ required: true, type: 'array', min: 1, message: 'Certificado (arquivo .pfx ou .p12) é obrigatório' }]}
            >
              <FileUpload accept=".pfx,.p12" maxMb={0.5} textoBotao="Selecionar certificado" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="Senha do certificado"
              name="senhaCertificado"
              required
              rules={[{ required: true, message: 'Senha do certificado é obrigatória' }]}
            >
              <Input.Password autoComplete="off" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4} style={{ display: 'flex', alignItems: 'center', paddingTop: 6 }}>
            <Button type="primary" htmlType="submit" loading={enviar.isPending}>
              Enviar
            </Button>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
