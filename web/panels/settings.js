// The settings dialog: language, piece labels, sound. Changes apply at once.
export function createSettingsDialog({ dialog, get, onChange }) {
  const lang = dialog.querySelector('#lang-select');
  const labels = dialog.querySelector('#labels-select');
  const sound = dialog.querySelector('#sound-check');
  lang.addEventListener('change', () => onChange({ lang: lang.value }));
  labels.addEventListener('change', () => onChange({ labels: labels.value }));
  sound.addEventListener('change', () => onChange({ sound: sound.checked }));
  dialog.querySelector('#settings-close').addEventListener('click', () => dialog.close());
  return {
    open() {
      const s = get();
      lang.value = s.lang;
      labels.value = s.labels;
      sound.checked = s.sound;
      dialog.showModal();
    },
  };
}
