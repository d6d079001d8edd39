import { DeleteOutlined, DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { type CertificadoUsuario, formatCpf } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Form, Input, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatarDataHora } from '../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { confirmarExclusao } from '../confirm';
import { FileUpload } from '../fields/FileUpload';
import { baixar } from './assinatura.api';

/** The stored certificate's metadata as the user routes answer it (`certificadoUsuarioSchema`). */
export type CertificadoA1 = CertificadoUsuario;

/** Where a certificate lives: the administrator's user form or the user's own profile. */
export interface FonteCertificado {
  chave: readonly unknown[];
  carregar: () => Promise<CertificadoA1 | null>;
  enviar: (arquivo: File, senha: string) => Promise<CertificadoA1>;
  excluir: () => Promise<void>;
  /** Download of the PFX: only where the server offers it (administrators, audited). */
  baixar?: () => Promise<Blob>;
}

/**
 * The A1 certificate used for the electronic signature (issue 5): what is stored (holder,
 * thumbprint, CPF, validity), delete, download where allowed, and upload of a new PFX/P12 with its
 * password. Saved on its own, never as part of another form.
 */
export function CertificadoA1Section({ fonte, titulo, descricao }: { fonte: FonteCertificado; titulo: string; descricao?: ReactNode }) {
  const [form] = Form.useForm<{ arquivo?: File[]; senhaCertificado?: string }>();
  const queryClient = useQueryClient();
  const atual = useQuery({ queryKey: fonte.chave, queryFn: fonte.carregar });

  const enviar = useMutation({
    mutationFn: (v: { arquivo?: File[]; senhaCertificado?: string }) => fonte.enviar((v.arquivo ?? [])[0], v.senhaCertificado ?? ''),
    onSuccess: (dados) => {
      queryClient.setQueryData(fonte.chave, dados);
      form.resetFields();
      feedback.notification.success({ title: 'Sucesso', description: 'Certificado salvo com sucesso!' });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });

  const baixarCertificado = async () => {
    if (!fonte.baixar) return;
    try {
      baixar(await fonte.baixar(), atual.data?.nomeArquivo ?? 'certificado.pfx');
    } catch (e) {
      handleApiError(e);
    }
  };

  const excluir = () =>
    confirmarExclusao(async () => {
      await fonte.excluir();
      queryClient.setQueryData(fonte.chave, null);
    });

  const c = atual.data;
  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <span>
          <SafetyCertificateOutlined /> {titulo}
        </span>
      }
    >
      {descricao && <Typography.Paragraph type="secondary">{descricao}</Typography.Paragraph>}
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
              {formatarDataHora(c.validadeInicio)} a {formatarDataHora(c.validade)}
              {new Date(c.validade).getTime() < Date.now() && (
                <Typography.Text type="danger" strong>
                  {' '}
                  (vencido)
                </Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Flex gap={8} style={{ marginTop: 12 }}>
            {fonte.baixar && (
              <Button icon={<DownloadOutlined />} onClick={baixarCertificado}>
                Baixar certificado
              </Button>
            )}
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
              rules={[{ required: true, type: 'array', min: 1, message: 'O campo Certificado (arquivo .pfx ou .p12) é obrigatório.' }]}
            >
              <FileUpload accept=".pfx,.p12" maxMb={0.5} textoBotao="Selecionar certificado" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="Senha do certificado"
              name="senhaCertificado"
              required
              rules={[{ required: true, message: 'O campo Senha do certificado é obrigatório.' }]}
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
