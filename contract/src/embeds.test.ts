import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_HOSTS, tourEmbedUrl, videoEmbedUrl, VIRTUAL_TOUR_HOSTS } from './embeds.js';

describe('Embedding a listing’s video and tour', () => {
  it('plays YouTube links from the privacy-enhanced host, whatever the link’s form', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(player);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(player);
    expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(player);
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(player);
  });

  it('plays Vimeo links from player.vimeo.com, keeping an unlisted video’s hash', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871/abc123ef')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=abc123ef',
    );
  });

  it('embeds nothing from another host, over http, or without a video id', () => {
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/channel/x')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoEmbedUrl('https://vimeo.com/channels/staff')).toBeNull();
  });

  it('frames a tour only on an allowlisted https host, and the frame list holds the players and tours', () => {
    expect(tourEmbedUrl('https://my.matterport.com/show/?m=abc')).toBe('https://my.matterport.com/show/?m=abc');
    expect(tourEmbedUrl('https://tours.example/abc')).toBeNull();
    expect(EMBED_FRAME_HOSTS).toEqual(['www.youtube-nocookie.com', 'player.vimeo.com', ...VIRTUAL_TOUR_HOSTS]);
  });
});
