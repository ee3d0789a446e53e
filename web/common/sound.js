// Short WebAudio tones for moves, captures and check; no sound files. Silent until
// enabled, and the audio context is made only on first use (after a user gesture).

export function createSound() {
  let context = null;
  let enabled = false;

  function tone(frequency, start, duration, volume = 0.15, type = 'triangle') {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = type;
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    osc.connect(gain).connect(context.destination);
    osc.start(start);
    osc.stop(start + duration + 0.02);
  }

  function play(kind) {
    if (!enabled) return;
    try {
      context ??= new (window.AudioContext || window.webkitAudioContext)();
      if (context.state === 'suspended') context.resume();
      const now = context.currentTime;
      if (kind === 'capture') { tone(330, now, 0.09, 0.2, 'square'); tone(220, now + 0.07, 0.14, 0.18); }
      else if (kind === 'check') { tone(660, now, 0.1); tone(880, now + 0.1, 0.16); }
      else if (kind === 'end') { tone(523, now, 0.15); tone(659, now + 0.15, 0.15); tone(784, now + 0.3, 0.3); }
      else tone(440, now, 0.08, 0.12, 'sine');
    } catch {
      enabled = false;  // no audio on this device: stay silent
    }
  }

  return {
    play,
    setEnabled(on) { enabled = Boolean(on); },
    get enabled() { return enabled; },
  };
}
