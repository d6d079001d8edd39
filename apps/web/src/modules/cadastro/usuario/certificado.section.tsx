import { CertificadoA1Section, type FonteCertificado } from '../../../components/assinatura/CertificadoA1Section';
import { usuarioApi } from './usuario.api';

/**
 * The user's A1 certificate for document signing (spec 001 §7 "usuario: assinatura"), managed by the
 * administrator: the shared section with download (audited on the server).
 */
export function CertificadoSection({ usuarioId }: { usuarioId: number }) {
  const fonte: FonteCertificado = {
    chave: ['usuario', usuarioId, 'assinatura'],
    carregar: () => usuarioApi.certificado(usuarioId),
    enviar: (arquivo, senha) => usuarioApi.enviarCertificado(usuarioId, arquivo, senha),
    excluir: () => usuarioApi.excluirCertificado(usuarioId),
    baixar: () => usuarioApi.baixarCertificado(usuarioId),
  };
  return <CertificadoA1Section fonte={fonte} titulo="Certificado digital (assinatura)" />;
}
