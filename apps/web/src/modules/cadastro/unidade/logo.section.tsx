import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { LOGO_UNIDADE, unidadeResource } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { api } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';

/** The unit's logo for prints: PNG, JPEG or SVG up to 1 MB, sent on its own (multipart). */
export function LogoSection({ unidadeId, temLogoInicial }: { unidadeId: number; temLogoInicial: boolean }) {
  const url = `${unidadeResource.apiPath}/${unidadeId}/logo`;
  const podeEditar = usePermission(unidadeResource.permissoes.editar);
  const [versao, setVersao] = useState(temLogoInicial ? 1 : 0);
  const [erro, setErro] = useState<string | null>(null);
  const imagem = useQuery({
    queryKey: ['unidade-logo', unidadeId, versao],
    queryFn: () => api.get<Blob>(url),
    enabled: versao > 0,
    gcTime: 0,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!imagem.data || versao === 0) {
      setSrc(null);
      return;
    }
    const objeto = URL.createObjectURL(imagem.data);
    setSrc(objeto);
    return () => URL.revokeObjectURL(objeto);
  }, [imagem.data, versao]);

  const enviar = async (arquivo: File) => {
    setErro(null);
    if (!(LOGO_UNIDADE.tipos as readonly string[]).includes(arquivo.type)) return setErro(LOGO_UNIDADE.mensagemTipo);
    if (arquivo.size > LOGO_UNIDADE.maxBytes) return setErro(LOGO_UNIDADE.mensagemTamanho);
    const corpo = new FormData();
    corpo.append('logo', arquivo, arquivo.name);
    try {
      await api.post(url, corpo);
      feedback.notification.success({ title: 'Sucesso', description: 'Logotipo atualizado.' });
      setVersao((v) => v + 1);
    } catch (e) {
      handleApiError(e);
    }
  };

  const remover = () =>
    confirmDialog({
      title: 'Remover logotipo',
      content: 'Deseja realmente remover o logotipo da unidade?',
      danger: true,
      onConfirm: async () => {
        await api.delete(url);
        setVersao(0);
      },
    });

  return (
    <Flex gap={16} align="center" wrap>
      {src ? (
        <Image src={src} alt="Logotipo da unidade" height={72} preview={false} style={{ objectFit: 'contain' }} />
      ) : (
        <Typography.Text type="secondary">Nenhum logotipo enviado.</Typography.Text>
      )}
      {podeEditar ? (
        <Flex gap={8} vertical>
          <Flex gap={8}>
            <Upload
              accept={LOGO_UNIDADE.accept}
              showUploadList={false}
              beforeUpload={(f) => {
                void enviar(f);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{src ? 'Trocar logotipo' : 'Enviar logotipo'}</Button>
            </Upload>
            {src ? (
              <Button danger icon={<DeleteOutlined />} onClick={remover}>
                Remover logotipo
              </Button>
            ) : null}
          </Flex>
          <Typography.Text type="secondary">PNG, JPG ou SVG de até 1 MB.</Typography.Text>
          {erro ? <Typography.Text type="danger">{erro}</Typography.Text> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
