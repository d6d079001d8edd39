import { EMISSAO_SENHA_ENTRADA_PATH, EMISSAO_SENHA_PATH } from '@saude/shared';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { type CredenciaisTotem, entrarNoTotem, lerCredenciais, MENSAGENS_TOTEM_EXTERNO, motivoDaFalha } from './entrar-no-totem';
import { COR, tela, titulo } from './totem.estilo';

// memory only, across the two addresses of this page; dropped once the session exists
let credenciais: CredenciaisTotem | null = null;
let entrada: Promise<void> | null = null;

function comecarEntrada(): Promise<void> | null {
  if (!entrada && credenciais) {
    const c = credenciais;
    entrada = entrarNoTotem(c).then(() => {
      if (credenciais === c) credenciais = null;
    });
    // settled: a later visit (or "Tentar novamente") starts afresh
    entrada.then(
      () => {
        entrada = null;
      },
      () => {
        entrada = null;
      },
    );
  }
  return entrada;
}

/**
 * painel-senha/emissao-senha/externo/{cliente}/{usuario}/{senha}/{centroCustoId}/{lotacaoId} (spec 000 §2.2):
 * the kiosk opens itself with its own user. The address with the password is replaced at once (replace,
 * not push: no history entry keeps it), then the page logs in, binds the session to the placement and
 * shows the kiosk.
 */
export default function EmissaoSenhaExternoPage() {
  const params = useParams();
  const navigate = useNavigate();
  const enderecoInvalido = (useLocation().state as { invalido?: boolean } | null)?.invalido === true;
  const comParametros = params.cliente !== undefined;
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    if (!comParametros) return;
    credenciais = lerCredenciais(params);
    navigate(EMISSAO_SENHA_ENTRADA_PATH, { replace: true, state: credenciais ? null : { invalido: true } });
  }, [comParametros, params, navigate]);

  /** Follows the login under way (or starts it from the credentials in memory) up to the kiosk or the error. */
  const acompanhar = useCallback(() => {
    const p = comecarEntrada();
    if (!p) {
      setErro(enderecoInvalido ? MENSAGENS_TOTEM_EXTERNO.enderecoInvalido : MENSAGENS_TOTEM_EXTERNO.semCredenciais);
      return;
    }
    let vivo = true;
    setErro(null);
    p.then(
      () => vivo && navigate(EMISSAO_SENHA_PATH, { replace: true }),
      (e: unknown) => vivo && setErro(motivoDaFalha(e)),
    );
    return () => {
      vivo = false;
    };
  }, [enderecoInvalido, navigate]);

  useEffect(() => (comParametros ? undefined : acompanhar()), [comParametros, acompanhar]);

  if (!erro) return <Spin fullscreen size="large" description="Abrindo o totem…" />;
  return (
    <div style={{ ...tela, alignItems: 'center', justifyContent: 'center', padding: 32, gap: 32 }}>
      <h1 style={{ ...titulo, color: COR.escuro }}>Totem indisponível</h1>
      <p role="alert" style={{ fontSize: 'clamp(20px, 1vw + 1vh, 32px)', textAlign: 'center', maxWidth: 900, margin: 0 }}>
        {erro}
      </p>
      {credenciais && (
        <Button type="primary" size="large" style={{ minHeight: 64, fontSize: 24 }} onClick={() => acompanhar()}>
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
