import type { NotificacaoRecebida } from '@saude/shared';
import { Button, Modal, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { formatarDataHora } from '../../lib/dates';

/** The message dialog of spec 000 §2.5. The body is HTML from other users: sanitised before rendering. */
export function MensagemModal({ notificacao, onClose }: { notificacao: NotificacaoRecebida | null; onClose: () => void }) {
  const html = useMemo(() => (notificacao ? DOMPurify.sanitize(notificacao.mensagem) : ''), [notificacao]);
  return (
    <Modal
      open={!!notificacao}
      title={notificacao ? `${notificacao.tipoNome} - ${notificacao.titulo}` : ''}
      onCancel={onClose}
      width={640}
      zIndex={1010}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {notificacao && (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatarDataHora(notificacao.dataHoraAtualizacao)}
          </Typography.Text>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above */}
          <div className="sm-notificacao-html" style={{ marginTop: 8 }} dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </Modal>
  );
}
