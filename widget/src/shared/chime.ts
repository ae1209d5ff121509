let audio: AudioContext | undefined;

/**
 * A soft two-note chime, synthesized so no sound file is downloaded. Browsers keep audio muted until the
 * person has interacted with the page; until then this is silent, which is the polite outcome anyway.
 */
export function chime() {
  try {
    audio ||= new AudioContext();
    // Refused until the visitor has interacted with the page: the chime stays silent then.
    audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    const volume = audio.createGain();
    volume.connect(audio.destination);
    volume.gain.setValueAtTime(1e-4, start);
    volume.gain.exponentialRampToValueAtTime(0.05, start + 0.03);
    volume.gain.exponentialRampToValueAtTime(1e-4, start + 0.6);
    [660, 880].forEach((frequency, index) => {
      const tone = audio!.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(volume);
      tone.start(start + index * 0.12);
      tone.stop(start + 0.6);
    });
  } catch {
    // No Web Audio (or it refused to start): the badge still tells the visitor.
  }
}

export function silence() {
  // Closing can only fail on a context that is closed already.
  audio?.close().catch(() => undefined);
  audio = undefined;
}
