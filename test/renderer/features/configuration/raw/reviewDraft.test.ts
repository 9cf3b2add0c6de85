// The review of the edited configuration text: only the parameters that differ, the script
// that changes exactly those, and parse errors that name the line.
import { describe, expect, it } from 'vitest';
import { textIn } from '../../../../../src/renderer/i18n/studioText';
import { describeChange, reviewDraft } from '../../../../../src/renderer/features/configuration/raw/reviewDraft';

const cameraText = '#:MX-V5.5.2.166\nSECTION audio\nSPEAKER=1\nSPEAKERLEVEL=50\nENDSECTION audio\nSECTION network\nIP=192.0.2.10\nENDSECTION network\n';
const noOptions = { store: false, update: false };

describe('reviewDraft', () => {
  it('turns one edited value into a write params script with only that parameter', () => {
    const review = reviewDraft(cameraText, cameraText.replace('SPEAKERLEVEL=50', 'SPEAKERLEVEL=70'), noOptions);
    expect(review).toEqual({
      status: 'changes',
      changes: [{ kind: 'changed', section: 'audio', name: 'SPEAKERLEVEL', oldValue: '50', newValue: '70' }],
      script: 'helo\nwrite params\naudio/SPEAKERLEVEL=70\nquit\n',
    });
  });

  it('appends added parameters, deletes removed ones, and adds store and update when asked', () => {
    const draft = cameraText.replace('SPEAKER=1\n', '').replace('IP=192.0.2.10\n', 'IP=192.0.2.10\nDNS=192.0.2.53\n');
    const review = reviewDraft(cameraText, draft, { store: true, update: true });
    expect(review.status === 'changes' && review.script).toBe('helo\nappend\nSECTION network\nDNS=192.0.2.53\nENDSECTION network\ndelete params\naudio/SPEAKER\nstore\nupdate\nquit\n');
  });

  it('finds nothing to apply in a text that only moved comments and empty lines', () => {
    expect(reviewDraft(cameraText, cameraText.replace('SECTION network', '# network settings\n\nSECTION network'), noOptions)).toEqual({ status: 'unchanged' });
  });

  it('names the line of an edited text that does not parse', () => {
    const review = reviewDraft(cameraText, cameraText.replace('ENDSECTION audio\n', ''), noOptions);
    expect(review).toEqual({ status: 'invalid', message: "the edited text, line 5: SECTION inside section audio (missing ENDSECTION audio before it): 'SECTION network'" });
  });

  it('refuses a value the camera cannot take, naming the command', () => {
    const review = reviewDraft(cameraText, cameraText.replace('SPEAKERLEVEL=50', 'SPEAKERLEVEL=€'), noOptions);
    expect(review.status).toBe('invalid');
    expect(review.status === 'invalid' && review.message).toMatch(/^command 1 \(writeParams\)/);
  });

  it('describes each change for the review list', () => {
    const en = textIn('en');
    expect(describeChange({ kind: 'changed', section: 'audio', name: 'SPEAKERLEVEL', oldValue: '50', newValue: '70' }, en)).toBe('audio/SPEAKERLEVEL: 50 → 70');
    expect(describeChange({ kind: 'added', section: 'network', name: 'DNS', newValue: '192.0.2.53' }, en)).toBe('network/DNS: added, 192.0.2.53');
    expect(describeChange({ kind: 'removed', section: 'audio', name: 'SPEAKER', oldValue: '1' }, en)).toBe('audio/SPEAKER: removed (was 1)');
    const de = textIn('de');
    expect(describeChange({ kind: 'added', section: 'network', name: 'DNS', newValue: '192.0.2.53' }, de)).toBe('network/DNS: hinzugefügt, 192.0.2.53');
    expect(describeChange({ kind: 'removed', section: 'audio', name: 'SPEAKER', oldValue: '1' }, de)).toBe('audio/SPEAKER: entfernt (vorher 1)');
  });
});
