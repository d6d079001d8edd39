import { feedback } from './feedback';

/** Saves a blob under a name (the download fallback of every print, and the exports). */
export function salvarArquivo(blob: Blob, nome: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Spec 001 §2/§3: a printed page opens in a blank window, prints and closes. The PDF made on the
 * server opens in a new window; once loaded it prints, and the window closes after printing. When the
 * browser blocks the window, the file is downloaded instead, with a notice.
 */
export function imprimirPdf(blob: Blob, nome: string): 'janela' | 'download' {
  const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  const janela = window.open(url, '_blank');
  if (!janela) {
    salvarArquivo(pdf, nome);
    feedback.notification.info({
      title: 'Impressão',
      description: 'O navegador bloqueou a janela de impressão; o PDF foi baixado. Permita pop-ups deste site para imprimir direto.',
    });
    URL.revokeObjectURL(url);
    return 'download';
  }
  const imprimir = () => {
    try {
      janela.focus();
      janela.print();
    } catch {
      // a viewer that refuses print() leaves the PDF open for the user to print by hand
    }
  };
  janela.addEventListener('load', () => setTimeout(imprimir, 300), { once: true });
  janela.addEventListener('afterprint', () => janela.close(), { once: true });
  setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  return 'janela';
}
