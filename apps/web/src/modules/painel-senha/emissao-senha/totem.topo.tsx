import { ArrowLeftOutlined, LogoutOutlined } from '@ant-design/icons';
import { somenteEmissaoSenha } from '@saude/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../../components/confirm';
import { sair } from '../../../lib/auth';
import { dayjs } from '../../../lib/dates';
import { useSessao } from '../../../lib/session';
import { COR } from './totem.estilo';

/** The clock ticks every second: a citizen checks the time of issue against it. */
function useRelogio() {
  const [agora, setAgora] = useState(() => dayjs());
  useEffect(() => {
    const t = setInterval(() => setAgora(dayjs()), 1000);
    return () => clearInterval(t);
  }, []);
  return agora;
}

const discreto = { color: 'rgba(255, 255, 255, 0.55)' } as const;

/**
 * Staff only: small and pale, behind a confirmation, so a citizen does not close the kiosk by accident. A clerk
 * who opened the kiosk from the menu also gets the way back to the system.
 */
function SairDoTotem() {
  const navigate = useNavigate();
  const soTotem = somenteEmissaoSenha(useSessao()?.permissoes);
  return (
    <>
      {!soTotem && (
        <Button type="text" size="small" icon={<ArrowLeftOutlined />} style={discreto} onClick={() => navigate('/dashboard')}>
          Voltar ao sistema
        </Button>
      )}
      <Button
        type="text"
        size="small"
        icon={<LogoutOutlined />}
        style={discreto}
        onClick={() =>
          confirmDialog({
            title: 'Sair do totem',
            content: 'Encerrar a sessão deste totem? Para voltar a emitir senhas será preciso entrar novamente.',
            onConfirm: () => sair(),
          })
        }
      >
        Sair
      </Button>
    </>
  );
}

export function TopoTotem({ unidade, setor }: { unidade: string; setor: string }) {
  const agora = useRelogio();
  return (
    <header
      style={{
        background: COR.escuro,
        color: COR.claro,
        padding: 'clamp(10px, 2vh, 20px) clamp(16px, 3vw, 48px)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 24,
      }}
    >
      <div style={{ minWidth: 0 }}>
        <div style={{ fontSize: 'clamp(22px, 1.4vw + 0.8vh, 38px)', fontWeight: 700, lineHeight: 1.2 }}>{unidade}</div>
        <div style={{ fontSize: 'clamp(16px, 0.8vw + 0.6vh, 24px)', opacity: 0.85 }}>{setor}</div>
      </div>
      <div style={{ textAlign: 'right', flexShrink: 0 }}>
        <div
          role="timer"
          aria-label="Hora atual"
          style={{ fontSize: 'clamp(30px, 2vw + 1.2vh, 56px)', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
        >
          {agora.format('HH:mm')}
        </div>
        <div style={{ fontSize: 'clamp(14px, 0.6vw + 0.6vh, 20px)', opacity: 0.85 }}>{agora.format('DD/MM/YYYY')}</div>
        <SairDoTotem />
      </div>
    </header>
  );
}
