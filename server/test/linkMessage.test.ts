/**
 * The sign-in link's mail (mail/linkMessage.ts), in both languages: what it says, and the link
 * escaped in its HTML. No app needed; the link's whole journey is signInLinks.test.ts.
 */
import { linkMessage } from '../mail/linkMessage';
import { ANNA } from './helpers';

describe('the link mail', () => {
  it('says someone tried to sign in, that the link signs in where it is opened, and to ignore it otherwise', () => {
    const link = 'https://app.example.org/auth/link#abc_-"<x>';
    const en = linkMessage({ to: ANNA, link, locale: 'en' });
    expect(en.subject).toBe('Your EduCommunity sign-in link');
    expect(en.text).toContain('Someone (maybe you) tried to sign in');
    expect(en.text).toContain('on the device where you open it');
    expect(en.text).toContain('within 15 minutes');
    expect(en.text).toContain('If it was not you, ignore this email');
    expect(en.text.split('\n\n')).toContain(link);
    expect(en.html).toContain('href="https://app.example.org/auth/link#abc_-&quot;&lt;x&gt;"');
    expect(en.html).not.toContain('<x>');
    const ru = linkMessage({ to: ANNA, link, locale: 'ru' });
    expect(ru.subject).toBe('Ссылка для входа в EduCommunity');
    expect(ru.text).toContain('Кто-то (возможно, вы) пытался войти');
    expect(ru.text).toContain('на том устройстве, где вы её откроете');
    expect(ru.text).toContain('Если это были не вы');
  });
});
